resource "google_compute_instance" "app" { # want "hcl/gcp-shielded-vm-off" "hcl/gcp-shielded-vm-off"
  name         = "app"
  machine_type = "e2-medium"
  shielded_instance_config {
    enable_secure_boot          = true
    enable_vtpm                 = false
    enable_integrity_monitoring = false
  }
}
