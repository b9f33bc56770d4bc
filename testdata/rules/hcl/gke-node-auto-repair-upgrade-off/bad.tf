resource "google_container_node_pool" "default" {
  name    = "default"
  cluster = google_container_cluster.main.id
  management {
    auto_repair  = false # want "hcl/gke-node-auto-repair-upgrade-off"
    auto_upgrade = false # want "hcl/gke-node-auto-repair-upgrade-off"
  }
}
