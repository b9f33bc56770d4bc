resource "google_compute_instance" "web" {
  name         = "web"
  machine_type = "e2-small"
  network_interface {
    subnetwork = google_compute_subnetwork.private.id
  }
}
