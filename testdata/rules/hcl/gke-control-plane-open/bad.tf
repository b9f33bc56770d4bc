resource "google_container_cluster" "main" { # want "hcl/gke-control-plane-open"
  name               = "main"
  location           = "europe-west1"
  initial_node_count = 1
}
