package app_test

import (
	"testing"

	"example.com/driver/app"
)

func TestLoop(t *testing.T) {
	if app.Loop([]int{1}) != 1 {
		t.Fatal("want 1")
	}
	return
}
