import type { BlogArticleSeed } from "../blog-article";

export const ragOverEnterpriseDocuments: BlogArticleSeed = {
  id: 2,
  slug: "rag-over-enterprise-documents",
  title: "RAG over Enterprise Documents: What Actually Works in Production",
  seoTitle: "RAG over Enterprise Documents",
  excerpt:
    "Retrieval-augmented generation looks easy in a demo and gets hard with 40,000 real documents. The chunking, retrieval, permission and evaluation choices that decide whether users trust the answers.",
  category: "Technical",
  featured: true,
  imageAlt: "Abstract network of document nodes linked to a central point on a violet gradient",
  tags: ["Generative AI", "RAG", "LLMs", "Enterprise Search"],
  author: "Farhan Qureshi",
  publishDate: "2026-02-26",
  content: `Retrieval-augmented generation, or RAG, is the most common pattern we deploy for generative AI in the enterprise. Instead of asking a language model to answer from memory, the system first retrieves relevant passages from your own documents and then asks the model to answer using only those passages, with citations. It is how you build an assistant that knows your HR policies, product manuals or credit guidelines without training a model on them.

A proof of concept takes a week. Getting a system that a compliance team will sign off on takes considerably longer. These are the decisions that matter most.

## Start with the documents, not the model

Most answer-quality problems are document problems. Scanned PDFs without a text layer, tables flattened into a stream of numbers, five versions of the same policy, and slide decks with the meaning held in diagrams all degrade retrieval. Before indexing anything, inventory the sources, remove superseded versions, and decide an owner for each collection. Run OCR with layout detection on scans and convert tables into a structured form such as Markdown so row and column relationships survive.

## Chunk by structure

Fixed-size chunks of a few hundred tokens are the default in most tutorials and a frequent cause of poor answers, because they split a clause from its exceptions or a table from its header. We chunk along the document's own structure: headings, sections and numbered clauses, with a modest overlap and a size limit as a fallback. Each chunk carries metadata such as document title, section path, effective date, department and access group. That metadata is used later for filtering and for readable citations.

## Use hybrid retrieval and re-ranking

Dense vector search is good at meaning; keyword search is good at exact terms like product codes, form numbers and legal references. Enterprise queries contain both, so we combine them in a hybrid search and merge the results. A cross-encoder re-ranker then scores the top 30 to 50 candidates against the question and keeps the best five to eight. In our projects, adding hybrid search and re-ranking has consistently improved answer accuracy more than switching to a larger language model.

## Enforce permissions at retrieval time

An assistant must never reveal a document the user could not open themselves. The reliable approach is to store access-control information with every chunk and filter on the user's identity and groups at query time, mirroring permissions from the source system such as SharePoint or a document management system. Filtering the model's answer afterwards is not enough, because the restricted text has already been sent to the model. Plan for permission changes too: a nightly sync is often acceptable, but some content needs near real-time updates.

## Make the model cite or decline

The generation prompt should instruct the model to answer only from the supplied passages, to cite the source of each statement, and to say clearly when the documents do not contain the answer. Show citations as links that open the exact section. Users learn to trust a system that says "I could not find this in the current policy documents" far more than one that always produces a confident paragraph.

## Evaluate continuously

Build an evaluation set before launch: 100 to 300 real questions collected from the people who will use the system, each with an approved answer and the source it should come from. Score retrieval (did the right passage appear in the top results?) separately from generation (was the answer correct, complete and faithful to the sources?). Run the set on every change to chunking, prompts, models or the index. After launch, log questions, retrieved sources and user feedback, and review a sample every week. Questions with no good source point to content gaps rather than model failures.

## Plan for cost and latency

Most of the latency in a RAG system comes from the model call, so keep prompts lean, cache frequent questions, and stream responses so users see text within a second or two. For high-volume internal assistants, a smaller model with strong retrieval is usually cheaper and just as accurate as a large one with weak retrieval.

## A realistic timeline

For a single document collection of a few thousand files, a production-ready assistant typically takes eight to twelve weeks: two to three weeks of document preparation and evaluation-set building, four to six weeks of build and tuning, and two to three weeks of user testing, security review and rollout. The teams that succeed treat it as an information management project with a language model at the end, not the other way round.`,
};
