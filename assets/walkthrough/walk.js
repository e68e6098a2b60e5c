/* gametree's walk-through page: shows one step of the search at a time
   from the packed data (each picture is runs of shared SVG lines), keeps
   the address at #step=N, and steps by keys, buttons and the slider. */
/* The step data: zlib-deflated JSON in base64's URL alphabet. */
async function walkData() {
  const text = document.getElementById('walk-data').textContent.trim();
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) {
    bytes[i] = binary.charCodeAt(i);
  }
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
  return JSON.parse(await new Response(stream).text());
}

walkData().then((data) => {
  'use strict';
  const steps = data.steps;
  const byId = (id) => document.getElementById(id);
  const slider = byId('slider');
  const playButton = byId('play');
  const codeLines = byId('code').children;
  const PLAY_MS = 1200;
  let shown = -1;
  let timer = null;

  /* The picture of `runs`: [first, count, first, count, ...] of data.lines. */
  function picture(runs) {
    const out = [];
    for (let i = 0; i + 1 < runs.length; i += 2) {
      for (let j = 0; j < runs[i + 1]; j += 1) {
        out.push(data.lines[runs[i] + j]);
      }
    }
    return out.join('\n');
  }

  /* The index of the step shown for step number n: the last chosen step
     at or before it, else the first. */
  function indexOfStep(n) {
    let found = 0;
    steps.forEach((step, index) => {
      if (step.step <= n) {
        found = index;
      }
    });
    return found;
  }

  function stepFromAddress() {
    const match = /^#step=(\d+)$/.exec(window.location.hash);
    return match ? Number(match[1]) : null;
  }

  function followAddress(step) {
    const hash = '#step=' + step;
    if (window.location.hash === hash) {
      return;
    }
    try {
      window.history.replaceState(null, '', hash);
    } catch (error) {
      window.location.replace(hash);
    }
  }

  function showCode(line) {
    for (let i = 0; i < codeLines.length; i += 1) {
      const item = codeLines[i];
      const current = i === line;
      item.classList.toggle('current', current);
      item.firstChild.textContent = current ? '▶' : '';
      if (current) {
        item.setAttribute('aria-current', 'step');
        const list = item.parentElement;
        list.scrollTop = item.offsetTop - list.offsetTop - (list.clientHeight - item.offsetHeight) / 2;
      } else {
        item.removeAttribute('aria-current');
      }
    }
  }

  function show(index) {
    const next = Math.max(0, Math.min(steps.length - 1, index));
    if (next === shown) {
      return;
    }
    shown = next;
    const step = steps[next];
    const tree = byId('tree');
    tree.innerHTML = step.tree ? picture(step.tree) : '<p>' + data.words.nothing_drawn + '</p>';
    if (step.node !== null) {
      const node = tree.querySelector('circle.node[data-node="' + step.node + '"]');
      if (node) {
        node.setAttribute('aria-current', 'true');
        node.classList.add('current');
      }
    }
    const board = byId('board');
    if (board) {
      board.innerHTML = step.board ? picture(step.board) : '';
    }
    byId('narration').textContent = step.narration;
    byId('counter').textContent = step.counter;
    byId('current').textContent = step.current;
    byId('note').textContent = step.note === null ? '' : data.notes[step.note];
    showCode(step.line);
    slider.value = String(next);
    slider.setAttribute('aria-valuetext', step.counter);
    byId('first').disabled = next === 0;
    byId('back').disabled = next === 0;
    byId('next').disabled = next === steps.length - 1;
    byId('last').disabled = next === steps.length - 1;
    followAddress(step.step);
    if (next === steps.length - 1) {
      pause();
    }
  }

  function pause() {
    if (timer !== null) {
      window.clearInterval(timer);
      timer = null;
    }
    playButton.setAttribute('aria-pressed', 'false');
    playButton.textContent = data.words.play;
  }

  function togglePlay() {
    if (timer !== null) {
      pause();
      return;
    }
    if (shown === steps.length - 1) {
      show(0);
    }
    playButton.setAttribute('aria-pressed', 'true');
    playButton.textContent = data.words.pause;
    timer = window.setInterval(() => show(shown + 1), PLAY_MS);
  }

  slider.max = String(steps.length - 1);
  slider.addEventListener('input', () => show(Number(slider.value)));
  byId('first').addEventListener('click', () => show(0));
  byId('back').addEventListener('click', () => show(shown - 1));
  byId('next').addEventListener('click', () => show(shown + 1));
  byId('last').addEventListener('click', () => show(steps.length - 1));
  playButton.addEventListener('click', togglePlay);

  document.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) {
      return;
    }
    const target = event.target;
    /* The slider steps by its own keys; a focused button takes Space. */
    if (target === slider) {
      return;
    }
    if (event.key === ' ' && target instanceof HTMLButtonElement) {
      return;
    }
    const moves = {
      ArrowLeft: () => show(shown - 1),
      ArrowRight: () => show(shown + 1),
      Home: () => show(0),
      End: () => show(steps.length - 1),
      ' ': togglePlay,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  });

  window.addEventListener('hashchange', () => {
    const step = stepFromAddress();
    if (step !== null) {
      show(indexOfStep(step));
    }
  });

  const asked = stepFromAddress();
  show(asked === null ? 0 : indexOfStep(asked));
});
