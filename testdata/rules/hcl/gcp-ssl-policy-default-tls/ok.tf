resource "google_compute_ssl_policy" "web" {
  name            = "web"
  profile         = "MODERN"
  min_tls_version = "TLS_1_2"
}
