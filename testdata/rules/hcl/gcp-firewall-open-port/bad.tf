resource "google_compute_firewall" "app" { # want "hcl/gcp-firewall-open-port"
  name    = "allow-app"
  network = google_compute_network.main.name

  allow {
    protocol = "tcp"
    ports    = ["8080"]
  }

  source_ranges = ["0.0.0.0/0"]
  target_tags   = ["app"]
}

resource "google_compute_firewall" "web_and_admin" { # want "hcl/gcp-firewall-open-port"
  name      = "allow-web-admin"
  network   = google_compute_network.main.name
  direction = "INGRESS"

  allow {
    protocol = "tcp"
    ports    = ["443", "9090"]
  }

  source_ranges = var.public_ranges
}

variable "public_ranges" {
  type    = list(string)
  default = ["0.0.0.0/0"]
}
