resource "google_storage_bucket" "assets" { # want "hcl/gcs-public-access-prevention-inherited"
  name                        = "example-assets"
  location                    = "EU"
  uniform_bucket_level_access = true
  public_access_prevention    = "inherited"
}
