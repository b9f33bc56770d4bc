resource "google_compute_project_metadata_item" "serial" { # want "hcl/gcp-serial-port-enabled"
  key   = "serial-port-enable"
  value = "TRUE"
}
