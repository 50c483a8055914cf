import Database from 'better-sqlite3';
const db = new Database('/tmp/bench-copy.sqlite');
db.exec(`INSERT INTO search_fts(search_fts, rank) VALUES('rank', 'bm25(10.0, 1.0)')`);
const qs = [
  `select rowid from search_fts where search_fts match '("泛家") AND ("家居")'`,
  `select rowid, bm25(search_fts, 10.0, 1.0) from search_fts where search_fts match '("泛家") AND ("家居")'`,
  `select rowid, rank from search_fts where search_fts match '("泛家") AND ("家居")'`,
  `select rowid, rank from search_fts where search_fts match '("沙发")'`,
  `select rowid, bm25(search_fts, 10.0, 1.0) from search_fts where search_fts match '("沙发")'`,
  `select rowid from search_fts where search_fts match '("沙发")'`,
];
for (const q of qs) {
  const st = db.prepare(q);
  st.all();
  const t = performance.now(); let n; for (let i=0;i<10;i++) n = st.all().length; console.log(((performance.now()-t)/10).toFixed(2), 'ms', n, q.slice(0,60));
}
