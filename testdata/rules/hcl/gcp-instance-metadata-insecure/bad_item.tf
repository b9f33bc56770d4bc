resource "google_compute_project_metadata_item" "oslogin" { # want "hcl/gcp-instance-metadata-insecure"
  key   = "enable-oslogin"
  value = "FALSE"
}
