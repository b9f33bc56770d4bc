resource "google_dns_managed_zone" "public" {
  name     = "example"
  dns_name = "example.com."
  dnssec_config {
    state = "on"
  }
}

resource "google_dns_managed_zone" "internal" {
  name       = "internal"
  dns_name   = "internal.example.com."
  visibility = "private"
  private_visibility_config {
    networks {
      network_url = google_compute_network.vpc.id
    }
  }
}
