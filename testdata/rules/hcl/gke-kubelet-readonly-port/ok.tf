resource "google_container_node_pool" "general" {
  name       = "general"
  cluster    = google_container_cluster.primary.id
  node_count = 3

  node_config {
    machine_type    = "e2-standard-4"
    service_account = google_service_account.nodes.email

    kubelet_config {
      cpu_manager_policy                     = "none"
      insecure_kubelet_readonly_port_enabled = "FALSE"
    }
  }
}

resource "google_container_node_pool" "module" {
  name    = var.name
  cluster = var.cluster_id

  node_config {
    kubelet_config {
      insecure_kubelet_readonly_port_enabled = var.kubelet_readonly_port
    }
  }
}
