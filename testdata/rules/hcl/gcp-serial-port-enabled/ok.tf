resource "google_compute_instance" "debug" {
  name         = "debug"
  machine_type = "e2-small"
  metadata = {
    serial-port-enable = false
    enable-oslogin     = "TRUE"
  }
}
