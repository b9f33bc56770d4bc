resource "kubernetes_cluster_role_binding" "open" { # want "hcl/k8s-binding-to-everyone"
  metadata {
    name = "open"
  }
  role_ref {
    api_group = "rbac.authorization.k8s.io"
    kind      = "ClusterRole"
    name      = "view"
  }
  subject {
    kind      = "Group"
    name      = "system:unauthenticated"
    api_group = "rbac.authorization.k8s.io"
  }
}
