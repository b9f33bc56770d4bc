resource "google_dns_managed_zone" "public" {
  name     = "public"
  dns_name = "acme.io."
  dnssec_config {
    state = "on"
    default_key_specs {
      algorithm  = "rsasha256"
      key_length = 2048
      key_type   = "keySigning"
    }
  }
}
