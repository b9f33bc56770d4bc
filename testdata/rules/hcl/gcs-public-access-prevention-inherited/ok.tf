resource "google_storage_bucket" "assets" {
  name                        = "example-assets"
  location                    = "EU"
  uniform_bucket_level_access = true
  public_access_prevention    = "enforced"
}
