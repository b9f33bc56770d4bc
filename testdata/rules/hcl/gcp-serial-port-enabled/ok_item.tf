resource "google_compute_project_metadata_item" "serial" {
  key   = "serial-port-enable"
  value = "FALSE"
}
