import type { JSONRPCMessage, JSONRPCRequest } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { answeredId, PendingAnswers } from './pending-answers';

const request = (id: string | number): JSONRPCRequest => ({ jsonrpc: '2.0', id, method: 'tools/call' });
const result = (id: number, text: string): JSONRPCMessage => ({ jsonrpc: '2.0', id, result: { text } });

describe('answers awaited on a shared connection', () => {
  it('gives two clients that chose the same id each its own answer, with the id it sent', async () => {
    const answers = new PendingAnswers();
    const first = answers.open(request(1));
    const second = answers.open(request(1));
    const third = answers.open(request('a'));
    expect(new Set([first.id, second.id, third.id]).size).toBe(3);

    // Answered out of order, as concurrent tool calls finish.
    expect(answers.deliver(result(third.id, 'third'))).toBe(true);
    expect(answers.deliver(result(second.id, 'second'))).toBe(true);
    expect(answers.deliver(result(first.id, 'first'))).toBe(true);

    expect(await first.answer).toEqual({ jsonrpc: '2.0', id: 1, result: { text: 'first' } });
    expect(await second.answer).toEqual({ jsonrpc: '2.0', id: 1, result: { text: 'second' } });
    expect(await third.answer).toEqual({ jsonrpc: '2.0', id: 'a', result: { text: 'third' } });
    expect(answers.awaits(first.id)).toBe(false);
  });

  it('takes no notification or server request for an answer, and answers a request once', () => {
    const answers = new PendingAnswers();
    const { id } = answers.open(request(9));
    const progress: JSONRPCMessage = { jsonrpc: '2.0', method: 'notifications/progress', params: {} };
    const elicitation: JSONRPCMessage = { jsonrpc: '2.0', id, method: 'elicitation/create', params: {} };
    expect(answeredId(progress)).toBeUndefined();
    expect(answeredId(elicitation)).toBeUndefined();
    expect(answers.deliver(progress)).toBe(false);
    expect(answers.deliver(elicitation)).toBe(false);
    expect(answers.awaits(id)).toBe(true);

    const error: JSONRPCMessage = { jsonrpc: '2.0', id, error: { code: -32602, message: 'bad' } };
    expect(answeredId(error)).toBe(id);
    expect(answers.deliver(error)).toBe(true);
    expect(answers.deliver(error)).toBe(false);
  });

  it('stops waiting for a forgotten request and for all of them on close', () => {
    const answers = new PendingAnswers();
    const one = answers.open(request(1));
    const two = answers.open(request(2));
    answers.forget(one.id);
    expect(answers.awaits(one.id)).toBe(false);
    expect(answers.deliver(result(one.id, 'late'))).toBe(false);
    answers.forgetAll();
    expect(answers.awaits(two.id)).toBe(false);
  });
});
