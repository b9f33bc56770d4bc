resource "kubernetes_cluster_role_v1" "deployer" { # want "hcl/k8s-rbac-escalation-verb: verbs include escalate" "hcl/k8s-rbac-escalation-verb: verbs include bind"
  metadata {
    name = "deployer"
  }
  rule {
    api_groups = ["rbac.authorization.k8s.io"]
    resources  = ["clusterroles", "clusterrolebindings"]
    verbs      = ["get", "list", "escalate", "bind"]
  }
}

resource "kubernetes_role" "ci" { # want "hcl/k8s-rbac-escalation-verb: verbs include impersonate"
  metadata {
    name      = "ci"
    namespace = "build"
  }
  rule {
    api_groups = [""]
    resources  = ["serviceaccounts"]
    verbs      = ["impersonate"]
  }
}
