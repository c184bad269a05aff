interface PackOptionsProps {
  /** The first option's words: no pack (value ''). */
  none: string;
  packs: readonly { id: string; title: string }[];
}

/** A pack select's options: the first stands for none, then each pack by its title. */
export function PackOptions({ none, packs }: PackOptionsProps) {
  return (
    <>
      <option value="">{none}</option>
      {packs.map((pack) => (
        <option key={pack.id} value={pack.id}>
          {pack.title}
        </option>
      ))}
    </>
  );
}
