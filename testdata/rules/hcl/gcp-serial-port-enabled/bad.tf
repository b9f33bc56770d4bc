resource "google_compute_instance" "debug" { # want "hcl/gcp-serial-port-enabled"
  name         = "debug"
  machine_type = "e2-small"
  metadata = {
    serial-port-enable = true
  }
}

resource "google_compute_project_metadata" "default" { # want "hcl/gcp-serial-port-enabled"
  metadata = {
    "serial-port-enable" = "TRUE"
  }
}
