resource "github_repository" "infra" { # want "hcl/github-repository-public: visibility = public"
  name       = "infra"
  visibility = "public"
}

resource "github_repository" "old" { # want "hcl/github-repository-public: private = false"
  name    = "old"
  private = false
}
