export function Quote({ text }) {
  return (
    <blockquote lang="en">
      {text} de la que en el para con
    </blockquote>
  );
}

export function Fixed() {
  return <p lang="de">Die Katze ist nicht auf dem Tisch, sie sitzt mit dem Hund im Garten.</p>;
}

export function Wrong() {
  return <p lang="en">Die Katze ist nicht auf dem Tisch, sie sitzt mit dem Hund im Garten.</p>; // want "lang-mismatch"
}
