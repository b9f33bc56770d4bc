resource "google_compute_instance" "app" { # want "hcl/gcp-ip-forwarding"
  name           = "app"
  machine_type   = "e2-medium"
  can_ip_forward = true
}
