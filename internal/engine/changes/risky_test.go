package changes

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// riskyLines runs the engine on one migration and gives the lines each
// risky rule reports.
func riskyLines(t *testing.T, p, src string) map[string][]int {
	t.Helper()
	res, err := Engine{}.Run(context.Background(), []*scope.File{{Path: p, Content: []byte(src)}})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]int{}
	for _, d := range res.Diagnostics {
		if d.Rule != RuleDestructive {
			out[d.Rule] = append(out[d.Rule], d.Lines.Start)
		}
	}
	return out
}

const (
	required = "changes/migration-adds-required-column"
	renames  = "changes/migration-renames-in-use"
)

func TestRiskyMigrations(t *testing.T) {
	for name, tc := range map[string]struct {
		path, src string
		want      map[string][]int
	}{
		"sql": {"db/migrations/0005_users.sql", `ALTER TABLE users ADD COLUMN age integer NOT NULL;
ALTER TABLE users ADD COLUMN plan text NOT NULL DEFAULT 'free';
ALTER TABLE users
  ADD COLUMN a int NOT NULL DEFAULT 0,
  ADD COLUMN b int NOT NULL;
ALTER TABLE users ADD CONSTRAINT age_set CHECK (age IS NOT NULL);
ALTER TABLE users ADD COLUMN id2 bigserial NOT NULL;
ALTER TABLE users ADD COLUMN note text;
CREATE TABLE teams (id int);
ALTER TABLE teams ADD COLUMN name text NOT NULL;
ALTER TABLE "public"."teams" RENAME COLUMN name TO title;
ALTER TABLE accounts RENAME COLUMN name TO title;
ALTER TABLE accounts RENAME TO customers;
-- ALTER TABLE users ADD COLUMN x int NOT NULL;
`, map[string][]int{required: {1, 3}, renames: {12, 13}}},
		"rails": {"db/migrate/20260101_plan.rb", `class Plan < ActiveRecord::Migration[7.1]
  def change
    add_column :users, :plan, :string, null: false
    add_column :users, :tier, :string, null: false, default: "free"
    add_reference :posts, :author, null: false, foreign_key: true
    add_column :users, :nickname, :string
    rename_column :users, :name, :full_name
    create_table :badges do |t|
      t.string :name, null: false
    end
    add_column :badges, :level, :integer, null: false
  end

  def down
    rename_column :users, :full_name, :name
  end
end
`, map[string][]int{required: {3, 5}, renames: {7}}},
		"alembic": {"migrations/versions/3f2a_plan.py", `def upgrade():
    op.add_column("users", sa.Column("plan", sa.String(), nullable=False))
    op.add_column(
        "users",
        sa.Column("tier", sa.String(), nullable=False, server_default="free"),
    )
    op.add_column("users", sa.Column("bio", sa.Text(), nullable=True))
    op.alter_column("users", "name", new_column_name="full_name")
    op.alter_column("users", "bio", type_=sa.Text())


def downgrade():
    op.alter_column("users", "full_name", new_column_name="name")
`, map[string][]int{required: {2}, renames: {8}}},
		"typeorm": {"src/migrations/1700000000000-Plan.ts", "export class Plan1700000000000 implements MigrationInterface {\n" +
			"  public async up(queryRunner: QueryRunner): Promise<void> {\n" +
			"    await queryRunner.query(`ALTER TABLE \"user\" ADD \"plan\" character varying NOT NULL`);\n" +
			"    await queryRunner.query(`ALTER TABLE \"user\" ADD \"tier\" character varying NOT NULL DEFAULT 'free'`);\n" +
			"    await queryRunner.renameColumn(\"user\", \"name\", \"fullName\");\n" +
			"  }\n\n" +
			"  public async down(queryRunner: QueryRunner): Promise<void> {\n" +
			"    await queryRunner.query(`ALTER TABLE \"user\" RENAME COLUMN \"fullName\" TO \"name\"`);\n" +
			"  }\n}\n", map[string][]int{required: {3}, renames: {5}}},
		"sequelize": {"migrations/20260101-plan.js", `module.exports = {
  async up(queryInterface, Sequelize) {
    await queryInterface.addColumn('users', 'plan', { type: Sequelize.STRING, allowNull: false });
    await queryInterface.addColumn('users', 'tier', {
      type: Sequelize.STRING,
      allowNull: false,
      defaultValue: 'free',
    });
  },
};
`, map[string][]int{required: {3}}},
		"django": {"shop/migrations/0007_rename.py", `class Migration(migrations.Migration):
    operations = [
        migrations.RenameField(model_name="order", old_name="total", new_name="amount"),
        migrations.AddField(model_name="order", name="note", field=models.TextField(default="")),
    ]
`, map[string][]int{renames: {3}}},
		"ecto": {"priv/repo/migrations/20260101_rename.exs", `defmodule Shop.Repo.Migrations.Rename do
  use Ecto.Migration

  def change do
    rename table(:orders), :total, to: :amount
    create table(:tags) do
      add :name, :string
    end
    rename table(:tags), :name, to: :title
  end
end
`, map[string][]int{renames: {5}}},
		"not a migration": {"app/models/user.rb", "add_column :users, :plan, :string, null: false\n", map[string][]int{}},
	} {
		got := riskyLines(t, tc.path, tc.src)
		for _, rule := range []string{required, renames} {
			if !slices.Equal(got[rule], tc.want[rule]) {
				t.Errorf("%s: %s on lines %v, want %v", name, rule, got[rule], tc.want[rule])
			}
		}
	}
}

// A repository reviewed as it is has no change, so its old migrations are
// not judged; nor are the lines a change leaves as they were.
func TestRiskyOnlyOnChangedLines(t *testing.T) {
	src := "ALTER TABLE users ADD COLUMN age integer NOT NULL;\nALTER TABLE users RENAME COLUMN a TO b;\n"
	whole := &scope.File{Path: "db/migrations/1.sql", Content: []byte(src), Status: scope.Whole}
	edited := &scope.File{Path: "db/migrations/1.sql", Content: []byte(src), Changed: []finding.LineRange{finding.Lines(2, 2)}}
	for _, f := range []*scope.File{whole, edited} {
		res, err := Engine{}.Run(context.Background(), []*scope.File{f})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range res.Diagnostics {
			got = append(got, d.Rule)
		}
		want := []string(nil)
		if f == edited {
			want = []string{renames}
		}
		if !slices.Equal(got, want) {
			t.Errorf("status %v: %v, want %v", f.Status, got, want)
		}
	}
}

const locks = "changes/migration-locks-table"

// An index built without CONCURRENTLY, or a foreign key validated at once,
// blocks writes on PostgreSQL only: it is reported where the project's
// files, or the migration's own text, say the project runs on PostgreSQL.
func TestLocksOnlyOnPostgreSQL(t *testing.T) {
	pg := t.TempDir()
	if err := os.WriteFile(filepath.Join(pg, "Gemfile"), []byte("source 'https://rubygems.org'\ngem \"pg\", \"~> 1.5\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	mysql := t.TempDir()
	if err := os.MkdirAll(filepath.Join(mysql, "config"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(mysql, "config", "database.yml"), []byte("default: &default\n  adapter: mysql2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	rails := `class Index < ActiveRecord::Migration[7.1]
  disable_ddl_transaction!

  def change
    add_index :users, :email
    add_index :users, :name, algorithm: :concurrently
    add_foreign_key :posts, :users
    add_foreign_key :comments, :users, validate: false
    create_table :tags do |t|
      t.string :name
    end
    add_index :tags, :name, unique: true
    add_index :users, :email,
      using: :gin,
      algorithm: :concurrently
  end
end
`
	django := `class Migration(migrations.Migration):
    operations = [
        migrations.CreateModel(
            name="Badge",
            fields=[("id", models.AutoField(primary_key=True))],
        ),
        migrations.AddIndex(
            model_name="badge",
            index=models.Index(fields=["id"], name="badge_idx"),
        ),
        migrations.AddIndex(
            model_name="order",
            index=models.Index(fields=["created"], name="order_created_idx"),
        ),
        AddIndexConcurrently(
            model_name="order",
            index=models.Index(fields=["total"], name="order_total_idx"),
        ),
    ]
`
	sql := `CREATE INDEX users_email ON users (email);
CREATE INDEX CONCURRENTLY users_name ON users (name);
CREATE TABLE tags (id int, data jsonb);
CREATE INDEX tags_data ON tags USING gin (data);
ALTER TABLE posts ADD CONSTRAINT posts_user FOREIGN KEY (user_id) REFERENCES users (id);
ALTER TABLE posts ADD CONSTRAINT posts_owner FOREIGN KEY (owner_id) REFERENCES users (id) NOT VALID;
`
	phoenix := t.TempDir()
	if err := os.WriteFile(filepath.Join(phoenix, "mix.exs"), []byte("defp deps do\n  [{:phoenix, \"~> 1.7\"}, {:postgrex, \">= 0.0.0\"}]\nend\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ecto := `defmodule Shop.Repo.Migrations.Index do
  use Ecto.Migration
  @disable_ddl_transaction true

  def change do
    create index(:orders, [:user_id])
    create index(:orders, [:total], concurrently: true)
    create table(:tags) do
      add :name, :string
    end
    create unique_index(:tags, [:name])
    rename table(:orders), :total, to: :amount
  end
end
`
	for name, tc := range map[string]struct {
		root, path, src string
		want            []int
	}{
		"ecto on pg":         {phoenix, "priv/repo/migrations/20260101_index.exs", ecto, []int{6}},
		"rails on pg":        {pg, "db/migrate/20260101_index.rb", rails, []int{5, 7}},
		"rails on mysql":     {mysql, "db/migrate/20260101_index.rb", rails, nil},
		"django on pg":       {pg, "shop/migrations/0008_index.py", django, []int{11}},
		"django, no db seen": {"", "shop/migrations/0008_index.py", django, nil},
		// the file's own jsonb and CONCURRENTLY say PostgreSQL
		"sql says pg itself": {"", "db/migrations/0009_index.sql", sql, []int{1, 5}},
	} {
		e, err := New(engine.Env{Root: tc.root})
		if err != nil {
			t.Fatal(err)
		}
		if got := ruleLines(t, e, tc.path, tc.src, locks); !slices.Equal(got, tc.want) {
			t.Errorf("%s: %s on lines %v, want %v", name, locks, got, tc.want)
		}
	}
}

// SET NOT NULL and a column's new type lock out reads too, on PostgreSQL;
// a change to text or a longer varchar rewrites nothing.
func TestLocksReadsOnPostgreSQL(t *testing.T) {
	const reads = "changes/migration-locks-table-reads"
	for name, tc := range map[string]struct {
		path, src string
		want      []int
	}{
		"sql": {"db/migrations/0010_types.sql", `ALTER TABLE events ALTER COLUMN id TYPE bigint;
ALTER TABLE events ALTER COLUMN name TYPE text;
ALTER TABLE events ALTER COLUMN title TYPE varchar(500);
ALTER TABLE events ALTER COLUMN email SET NOT NULL;
ALTER TABLE events ALTER COLUMN email DROP NOT NULL;
ALTER TABLE events
  ALTER COLUMN body TYPE jsonb USING body::jsonb;
ALTER TABLE events ADD COLUMN meta jsonb;
`, []int{1, 4, 6}},
		"rails": {"db/migrate/20260103_types.rb", `class Types < ActiveRecord::Migration[7.1]
  def change
    change_column :events, :id, :bigint
    change_column :events, :name, :text
    change_column_null :events, :email, false
    change_column_null :events, :nickname, true
  end
end
`, []int{3, 5}},
	} {
		pg := Engine{dialects: map[string]bool{"postgresql": true}}
		if got := ruleLines(t, pg, tc.path, tc.src, reads); !slices.Equal(got, tc.want) {
			t.Errorf("%s: %s on lines %v, want %v", name, reads, got, tc.want)
		}
	}
}

// ruleLines runs an engine on one migration and gives the lines one rule
// reports.
func ruleLines(t *testing.T, e engine.Engine, p, src, rule string) []int {
	t.Helper()
	res, err := e.Run(context.Background(), []*scope.File{{Path: p, Content: []byte(src)}})
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, d := range res.Diagnostics {
		if d.Rule == rule {
			got = append(got, d.Lines.Start)
		}
	}
	return got
}

// A table one migration of the change creates has no rows and no reader:
// the next migration of the same change may index it at once; a table the
// change only alters is judged.
func TestTableCreatedByAnotherMigrationOfTheChange(t *testing.T) {
	create := &scope.File{Path: "db/migrate/20260101_create_badges.rb", Content: []byte("class CreateBadges < ActiveRecord::Migration[7.1]\n  def change\n    create_table :badges do |t|\n      t.string :name\n    end\n  end\nend\n")}
	index := &scope.File{Path: "db/migrate/20260102_index_badges.rb", Content: []byte("class IndexBadges < ActiveRecord::Migration[7.1]\n  def change\n    add_index :badges, :name\n    add_index :users, :badge_id\n  end\nend\n")}
	res, err := Engine{dialects: map[string]bool{"postgresql": true}}.Run(context.Background(), []*scope.File{create, index})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, fmt.Sprintf("%s:%d", d.File, d.Lines.Start))
	}
	if want := []string{"db/migrate/20260102_index_badges.rb:4"}; !slices.Equal(got, want) {
		t.Errorf("findings at %v, want %v", got, want)
	}
}

// A drop whose data the migration copied first (SQLite's documented table
// rebuild, a column an UPDATE read into another) is a Medium that asks to
// check the copy, not a system-breaking Blocker; a drop with no copy before
// it, or a copy from another table, stays a Blocker.
func TestDropAfterCopy(t *testing.T) {
	rebuild := `CREATE TABLE reaction_new (id INTEGER PRIMARY KEY, memo_id INTEGER NOT NULL);
INSERT INTO reaction_new (id, memo_id)
SELECT reaction.id, memo.id
FROM reaction
JOIN memo ON reaction.content_id = 'memos/' || memo.uid;
DROP TABLE reaction;
ALTER TABLE reaction_new RENAME TO reaction;
DROP TABLE audit_log;
`
	column := `ALTER TABLE reaction ADD COLUMN memo_id INTEGER;
UPDATE reaction SET memo_id = memo.id FROM memo WHERE reaction.content_id = 'memos/' || memo.uid;
ALTER TABLE reaction DROP COLUMN content_id;
ALTER TABLE reaction DROP COLUMN legacy_flags;
`
	for name, tc := range map[string]struct {
		src       string
		blockers  []int
		mediumsAt []int
	}{
		"sqlite rebuild": {rebuild, []int{8}, []int{6}},
		"column copied":  {column, []int{4}, []int{3}},
	} {
		res, err := Engine{}.Run(context.Background(), []*scope.File{{Path: "store/migration/sqlite/0.31/02__reaction.sql", Content: []byte(tc.src)}})
		if err != nil {
			t.Fatal(err)
		}
		var blockers, mediums []int
		for _, d := range res.Diagnostics {
			switch {
			case d.Rule != RuleDestructive:
			case d.Severity == finding.Blocker && d.Breaking != "":
				blockers = append(blockers, d.Lines.Start)
			case d.Severity == finding.Medium && d.Breaking == "":
				mediums = append(mediums, d.Lines.Start)
			}
		}
		if !slices.Equal(blockers, tc.blockers) || !slices.Equal(mediums, tc.mediumsAt) {
			t.Errorf("%s: Blockers on %v, Mediums on %v; want %v and %v", name, blockers, mediums, tc.blockers, tc.mediumsAt)
		}
	}
}

// The copy a moved drop quotes goes into the title, which is shown and
// written: a credential in the copied statement is masked there.
func TestDropAfterCopyQuoteRedacted(t *testing.T) {
	token := "ghp_" + "R8mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi"
	src := "INSERT INTO t2 SELECT id, '" + token + "' FROM t;\nDROP TABLE t;\n"
	res, err := Engine{}.Run(context.Background(), []*scope.File{{Path: "db/migrations/9.sql", Content: []byte(src)}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diagnostics) != 1 || !strings.Contains(res.Diagnostics[0].Message, "after copying") {
		t.Fatalf("want the moved drop's Medium: %+v", res.Diagnostics)
	}
	if m := res.Diagnostics[0].Message; strings.Contains(m, token[4:20]) {
		t.Errorf("the title carries the token: %s", m)
	}
}
