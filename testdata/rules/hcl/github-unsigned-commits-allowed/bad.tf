resource "github_branch_protection" "main" { # want "hcl/github-unsigned-commits-allowed"
  repository_id  = github_repository.api.node_id
  pattern        = "main"
  enforce_admins = true
}

resource "github_branch_protection_v3" "release" { # want "hcl/github-unsigned-commits-allowed"
  repository             = github_repository.api.name
  branch                 = "release"
  require_signed_commits = false
}
