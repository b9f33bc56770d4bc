resource "google_dns_managed_zone" "public" { # want "hcl/gcp-dnssec-off"
  name     = "public"
  dns_name = "acme.io."
  dnssec_config {
    state = "off"
  }
}

resource "google_dns_managed_zone" "legacy" { # want "hcl/gcp-dnssec-off"
  name     = "legacy"
  dns_name = "acme-legacy.io."
  dnssec_config {
    state = "on"
    default_key_specs {
      algorithm  = "rsasha1"
      key_length = 2048
      key_type   = "keySigning"
    }
  }
}
