/** A pack select's options: the first stands for none (`none`, value ''), then each pack by its title. */
export function PackOptions({
  none,
  packs,
}: {
  none: string;
  packs: readonly { id: string; title: string }[];
}) {
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
