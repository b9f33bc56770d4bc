resource "kubernetes_cluster_role_v1" "reader" {
  metadata {
    name = "reader"
  }
  rule {
    api_groups = ["rbac.authorization.k8s.io"]
    resources  = ["clusterroles", "clusterrolebindings"]
    verbs      = ["get", "list", "watch"]
  }
}
