// Package report renders a review for people and programs: one file per
// format behind one Writer interface, chosen by name from a table. Writers
// only format; they never decide anything, and they never see a secret
// (findings arrive redacted from the specialists).
package report
