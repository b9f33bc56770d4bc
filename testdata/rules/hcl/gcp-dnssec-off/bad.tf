resource "google_dns_managed_zone" "public" {
  name     = "public"
  dns_name = "acme.io."
  dnssec_config {
    state = "off" # want "hcl/gcp-dnssec-off"
  }
}

resource "google_dns_managed_zone" "legacy" {
  name     = "legacy"
  dns_name = "acme-legacy.io."
  dnssec_config {
    state = "on"
    default_key_specs {
      algorithm  = "rsasha1" # want "hcl/gcp-dnssec-off"
      key_length = 2048
      key_type   = "keySigning"
    }
  }
}
