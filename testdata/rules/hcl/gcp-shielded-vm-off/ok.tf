resource "google_compute_instance" "app" {
  name         = "app"
  machine_type = "e2-medium"
  shielded_instance_config {
    enable_secure_boot          = true
    enable_vtpm                 = true
    enable_integrity_monitoring = true
  }
}
