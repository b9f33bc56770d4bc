resource "google_container_node_pool" "pool" { # want "hcl/gke-node-default-service-account"
  name    = "pool"
  cluster = google_container_cluster.main.id
  node_config {
    machine_type = "e2-standard-4"
    oauth_scopes = ["https://www.googleapis.com/auth/cloud-platform"]
  }
}
