resource "google_compute_subnetwork" "app" { # want "hcl/gcp-subnet-flow-logs-off"
  name          = "app"
  ip_cidr_range = "10.2.0.0/16"
  region        = "europe-west1"
  network       = google_compute_network.vpc.id
}
