package redact

import (
	"strings"
	"testing"
)

// An AWS secret access key whose first part, cut off from the rest,
// reads as a name: masked after the cut it would be written.
const (
	awsSecretHead = "wJalrXUtnFEMI"
	awsSecret     = awsSecretHead + "/K7MDENG/bPxRfiCYq8mZ3vLk"
)

func TestClipMasksBeforeTheCut(t *testing.T) {
	long := "Hard-coded AWS credentials in the deploy script's environment: AWS_SECRET_ACCESS_KEY=" + awsSecret + " exported to every step"
	cut := strings.Index(long, awsSecretHead) + len(awsSecretHead)
	if got := Text(long[:cut]); !strings.Contains(got, awsSecretHead) {
		t.Fatalf("the test's premise: the cut key's head should survive redaction, got %q", got)
	}
	got := Clip(long, cut+1, "…")
	if strings.Contains(got, awsSecretHead) || !strings.HasSuffix(got, "…") || len([]rune(got)) > cut+1 {
		t.Errorf("Clip(_, %d) = %q: want it masked, cut and within the limit", cut+1, got)
	}
	if got := Clip(long, len(long), "…"); got != long {
		t.Errorf("a text within the limit is returned as it is, got %q", got)
	}
}
