import { STORED_DATA_HEADING, STORED_TABLES } from './stored-data';

/** The privacy policy's list of what the server stores: per table, why, and every column with what it holds. */
export function StoredDataList() {
  return (
    <div className="stored-data">
      <h3 id="stored-data">{STORED_DATA_HEADING}</h3>
      <p>
        This is everything, table by table, with what each part holds and why. How long each is kept is under Data
        Retention.
      </p>
      {STORED_TABLES.map(({ table, title, why, columns }) => (
        <section key={table} className="stored-table" aria-labelledby={`stored-${table}`}>
          <h4 id={`stored-${table}`}>{title}</h4>
          <p>{why}</p>
          <p>
            The table <code>{table}</code> holds:
          </p>
          <ul>
            {Object.entries(columns).map(([column, holds]) => (
              <li key={column}>
                <code>{column}</code>: {holds}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
