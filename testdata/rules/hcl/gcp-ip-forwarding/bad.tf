resource "google_compute_instance" "app" {
  name           = "app"
  machine_type   = "e2-medium"
  can_ip_forward = true # want "hcl/gcp-ip-forwarding"
}
