resource "google_storage_bucket" "exports" {
  name                        = "acme-exports"
  location                    = "EU"
  uniform_bucket_level_access = true
  public_access_prevention    = "enforced"
}
