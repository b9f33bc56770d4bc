resource "google_dns_managed_zone" "public" { # want "hcl/gcp-dnssec-not-configured"
  name     = "example"
  dns_name = "example.com."
}

resource "google_dns_managed_zone" "public_explicit" { # want "hcl/gcp-dnssec-not-configured"
  name       = "example-explicit"
  dns_name   = "example.org."
  visibility = "public"
}
