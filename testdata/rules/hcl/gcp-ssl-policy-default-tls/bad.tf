resource "google_compute_ssl_policy" "web" { # want "hcl/gcp-ssl-policy-default-tls"
  name    = "web"
  profile = "MODERN"
}
