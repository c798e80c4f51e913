package migrate

// MatrixTable is what the authority matrix says of one table, for the tests.
type MatrixTable struct {
	// Updatable lists the columns some job may update; AllColumns says one entry
	// covers every column but the table's NotForWorkers.
	Updatable     []string
	AllColumns    bool
	NotForWorkers []string
	InsertOnly    []string
}

// Matrix returns the authority matrix by table, and the read-only tables.
func Matrix() (map[string]*MatrixTable, []string) {
	out := map[string]*MatrixTable{}
	for _, w := range authority() {
		m := out[w.table]
		if m == nil {
			m = &MatrixTable{NotForWorkers: notForWorkers(w.table), InsertOnly: insertOnlyColumns(w.table)}
			out[w.table] = m
		}
		if w.privilege == "UPDATE" {
			m.Updatable = append(m.Updatable, w.columns...)
			m.AllColumns = m.AllColumns || w.columns == nil
		}
	}
	return out, readOnlyTables()
}

// RenameJobRoles is renameJobRoles, for the test of a job's rename.
var RenameJobRoles = renameJobRoles
