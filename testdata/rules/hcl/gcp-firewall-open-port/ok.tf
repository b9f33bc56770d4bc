resource "google_compute_firewall" "web" {
  name    = "allow-web"
  network = google_compute_network.main.name

  allow {
    protocol = "tcp"
    ports    = ["80", "443"]
  }

  source_ranges = ["0.0.0.0/0"]
  target_tags   = ["web"]
}

resource "google_compute_firewall" "app_from_lb" {
  name    = "allow-app-from-lb"
  network = google_compute_network.main.name

  allow {
    protocol = "tcp"
    ports    = ["8080"]
  }

  source_ranges = ["130.211.0.0/22", "35.191.0.0/16"]
  target_tags   = ["app"]
}

resource "google_compute_firewall" "egress_app" {
  name      = "egress-app"
  network   = google_compute_network.main.name
  direction = "EGRESS"

  allow {
    protocol = "tcp"
    ports    = ["8443"]
  }

  destination_ranges = ["0.0.0.0/0"]
  source_ranges      = ["0.0.0.0/0"]
}

resource "google_compute_firewall" "off" {
  name     = "allow-app-off"
  network  = google_compute_network.main.name
  disabled = true

  allow {
    protocol = "tcp"
    ports    = ["8080"]
  }

  source_ranges = ["0.0.0.0/0"]
}

# SSH from anywhere is tf-open-ingress's (iac engine), not this rule's
resource "google_compute_firewall" "ssh_and_app" {
  name    = "allow-ssh-app"
  network = google_compute_network.main.name

  allow {
    protocol = "tcp"
    ports    = ["22", "8080"]
  }

  source_ranges = ["0.0.0.0/0"]
}

resource "google_compute_firewall" "dns" {
  name    = "allow-dns"
  network = google_compute_network.main.name

  allow {
    protocol = "udp"
    ports    = ["53"]
  }

  source_ranges = ["0.0.0.0/0"]
  target_tags   = ["dns"]
}
