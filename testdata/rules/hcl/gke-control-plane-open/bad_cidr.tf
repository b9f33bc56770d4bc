resource "google_container_cluster" "main" { # want "hcl/gke-control-plane-open"
  name     = "main"
  location = "europe-west1"
  master_authorized_networks_config {
    cidr_blocks {
      cidr_block   = "0.0.0.0/0"
      display_name = "everyone"
    }
  }
}
