resource "google_container_node_pool" "pool" {
  name    = "pool"
  cluster = google_container_cluster.main.id
  node_config {
    machine_type    = "e2-standard-4"
    service_account = google_service_account.nodes.email
    oauth_scopes    = ["https://www.googleapis.com/auth/cloud-platform"]
  }
}
