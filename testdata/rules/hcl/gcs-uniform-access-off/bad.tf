resource "google_storage_bucket" "exports" { # want "hcl/gcs-uniform-access-off"
  name     = "acme-exports"
  location = "EU"
}

resource "google_storage_bucket" "media" { # want "hcl/gcs-uniform-access-off"
  name                        = "acme-media"
  location                    = "EU"
  uniform_bucket_level_access = false
}
