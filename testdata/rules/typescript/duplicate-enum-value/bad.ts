enum Status {
  Active = 1,
  Disabled = 2,
  Archived = 2, // want "typescript/duplicate-enum-value"
}
