resource "kubernetes_cluster_role_binding" "ops" {
  metadata {
    name = "ops"
  }
  role_ref {
    api_group = "rbac.authorization.k8s.io"
    kind      = "ClusterRole"
    name      = "view"
  }
  subject {
    kind      = "Group"
    name      = "ops-team"
    api_group = "rbac.authorization.k8s.io"
  }
}
