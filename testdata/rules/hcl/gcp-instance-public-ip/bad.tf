resource "google_compute_instance" "web" { # want "hcl/gcp-instance-public-ip"
  name         = "web"
  machine_type = "e2-small"
  network_interface {
    network = "default"
    access_config {
    }
  }
}
