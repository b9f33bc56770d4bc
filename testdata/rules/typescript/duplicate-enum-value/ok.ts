enum Status {
  Active = 1,
  Disabled = 2,
  Archived = 3,
}
