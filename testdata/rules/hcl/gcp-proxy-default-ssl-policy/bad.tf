resource "google_compute_target_https_proxy" "web" { # want "hcl/gcp-proxy-default-ssl-policy"
  name             = "web-https-proxy"
  url_map          = google_compute_url_map.web.id
  ssl_certificates = [google_compute_managed_ssl_certificate.web.id]
}

resource "google_compute_target_ssl_proxy" "tcp" { # want "hcl/gcp-proxy-default-ssl-policy"
  name             = "tcp-ssl-proxy"
  backend_service  = google_compute_backend_service.tcp.id
  ssl_certificates = [google_compute_ssl_certificate.tcp.id]
}
