resource "kubernetes_cluster_role" "reader" {
  metadata {
    name = "reader"
  }
  rule {
    api_groups = [""]
    resources  = ["configmaps", "pods"]
    verbs      = ["get", "list", "watch"]
  }
}
