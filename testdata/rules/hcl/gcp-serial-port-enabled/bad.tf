resource "google_compute_instance" "debug" {
  name         = "debug"
  machine_type = "e2-small"
  metadata = {
    serial-port-enable = true # want "hcl/gcp-serial-port-enabled"
  }
}

resource "google_compute_project_metadata" "default" {
  metadata = {
    "serial-port-enable" = "TRUE" # want "hcl/gcp-serial-port-enabled"
  }
}
